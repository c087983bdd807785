import { expect, test } from 'vitest';
import { buildExport } from './export-envelope';
import { readImportFiles } from './read-import-files';
import { emptyTransferData } from './transfer-data';

const NOW = '2026-03-01T09:00:00.000Z';
const exportText = JSON.stringify(buildExport(emptyTransferData(), NOW));
const debtsText = 'name,type,balance,interestRate,minimumPayment,paymentFrequency\r\nVisa,credit_card,900,19.99,25,monthly\r\n';

test('an empty file is refused', () => {
  expect(readImportFiles([{ name: 'export.json', text: '' }], NOW).problems).toEqual(['export.json: the file is empty']);
  expect(readImportFiles([{ name: 'debts.csv', text: ' \r\n\n' }], NOW).problems).toEqual(['debts.csv: the file is empty']);
});

test('files of another type are refused, by name and by content', () => {
  expect(readImportFiles([{ name: 'statement.pdf', text: '%PDF-1.7 ...' }], NOW).problems).toEqual([
    'statement.pdf: Paydown imports the .json or .csv files it exports; ".pdf" files cannot be imported.',
  ]);
  expect(readImportFiles([{ name: 'debts.csv', text: 'PK\u0003\u0004\u0000\u0000 xl/workbook.xml' }], NOW).problems).toEqual([
    'debts.csv: this is not a text file. Import a .json or .csv file exported by Paydown.',
  ]);
  expect(readImportFiles([{ name: 'README', text: 'hello' }], NOW).problems).toEqual([
    'README: Paydown imports the .json or .csv files it exports; "no extension" files cannot be imported.',
  ]);
});

test('nothing chosen, two exports, or an export with CSVs are refused', () => {
  expect(readImportFiles([], NOW).problems).toEqual(['Choose a file to import.']);
  const twice = [{ name: 'a.json', text: exportText }, { name: 'b.json', text: exportText }];
  expect(readImportFiles(twice, NOW).problems).toEqual(['Import one JSON export at a time, or the debts and payments CSV files together.']);
  expect(readImportFiles([{ name: 'a.json', text: exportText }, { name: 'd.csv', text: debtsText }], NOW).problems).toHaveLength(1);
});

test('two debts files in one import are refused', () => {
  const read = readImportFiles([{ name: 'a.csv', text: debtsText }, { name: 'b.csv', text: debtsText }], NOW);
  expect(read.problems).toEqual(['Choose at most one debts CSV file per import (b.csv is a second one).']);
});

test('extensions are read case-insensitively and the sources are named', () => {
  const read = readImportFiles([{ name: 'EXPORT.JSON', text: exportText }], NOW);
  expect(read.problems).toEqual([]);
  expect(read.sources).toEqual(['EXPORT.JSON (exported 2026-03-01)']);
});
