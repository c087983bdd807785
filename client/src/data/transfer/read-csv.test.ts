import { expect, test } from 'vitest';
import { readCsv } from './read-csv';

const NOW = '2026-03-01T09:00:00.000Z';
const HEADER = 'name,type,balance,interestRate,minimumPayment,paymentFrequency';
const read = (text: string) => readCsv('debts.csv', text, { now: NOW });

test('a hand-made debts file with only the required columns is read, stamped and defaulted', () => {
  const result = read(`${HEADER}\r\n"Visa, gold",credit_card,900.5,19.99,25,monthly\r\n\r\n`);
  expect(result.problems).toEqual([]);
  expect(result.kind).toBe('debts');
  expect(result.kind === 'debts' && result.documents).toEqual([
    {
      where: 'debts.csv row 2 (Visa, gold)',
      doc: {
        id: 'csv-row-2', uid: 'import', name: 'Visa, gold', type: 'credit_card', balance: 900.5, interestRate: 19.99, minimumPayment: 25,
        paymentFrequency: 'monthly', highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: NOW, updatedAt: NOW,
      },
    },
  ]);
});

test('cells that cannot be read name the row (as a spreadsheet numbers it), the column and what was found', () => {
  const text = [
    `${HEADER},isPromo,customMetadata,dueDay`,
    'Visa,credit_card,"$1,200",19.99,25,monthly,maybe,{oops},',
    '"Two\nlines",medical,500,120,-1,yearly,,,0',
  ].join('\r\n');
  expect(read(text).problems).toEqual([
    'debts.csv row 2 (Visa): balance must be a plain number such as 1234.56 (found "$1,200")',
    'debts.csv row 2 (Visa): isPromo must be true or false (found "maybe")',
    'debts.csv row 2 (Visa): customMetadata must be JSON such as {"key": "value"} (found "{oops}")',
    'debts.csv row 3 (Two\nlines): interestRate must be at most 100',
    'debts.csv row 3 (Two\nlines): minimumPayment must be 0 or more',
    'debts.csv row 3 (Two\nlines): paymentFrequency must be one of: monthly, biweekly, weekly, custom_days, custom_months',
    'debts.csv row 3 (Two\nlines): dueDay must be 1 or more',
  ]);
});

test('unknown and missing columns are refused rather than dropped', () => {
  expect(read(`${HEADER},colour\r\nVisa,credit_card,1,1,1,monthly,red`).problems).toEqual([
    expect.stringMatching(/^debts\.csv: unknown column "colour"; the columns Paydown reads are id, name, type, balance/),
  ]);
  expect(readCsv('p.csv', 'debtName,amount\r\nVisa,10', { now: NOW }).problems).toEqual(['p.csv: missing column date']);
});

test('a CSV that is neither debts nor payments says what it needs', () => {
  expect(readCsv('bank.csv', 'Date,Description,Amount\r\n2026-01-01,Coffee,3', { now: NOW }).problems).toEqual([
    'bank.csv: this CSV is not a Paydown debts or payments file. A debts file needs the columns name, type, balance, interestRate, minimumPayment, paymentFrequency; a payments file needs amount, date and debtId or debtName.',
  ]);
});

test('broken quoting is reported with its row', () => {
  const result = read(`${HEADER}\r\nVisa,credit_card,1,1,1,monthly\r\n"Car,auto_loan,1,1,1,monthly`);
  expect(result.problems.some((problem) => problem.startsWith('debts.csv row 3: ') && /quote/i.test(problem))).toBe(true);
  expect(result.kind === 'debts' && result.documents).toEqual([]);
});

test('payments must say which debt they are for', () => {
  const result = readCsv('p.csv', 'debtId,debtName,amount,date\r\n,,10,2026-01-02\r\n,Visa,10,2026-01-03\r\nd1,,10,2026-01-04', { now: NOW });
  expect(result.problems).toEqual(['p.csv row 2: debtId or debtName is required to know which debt the payment is for']);
  expect(result.kind === 'payments' && result.documents.map(({ doc, debtName }) => [doc.debtId, debtName])).toEqual([
    ['', 'Visa'],
    ['d1', undefined],
  ]);
});
