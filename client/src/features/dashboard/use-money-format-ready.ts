import { useEffect, useState } from 'react';
import { renderInSlices } from '@/start-up/render-in-slices';
import { isMoneyFormatReady, prepareMoneyFormat } from '@/lib/money';

/**
 * For a screen's first render with amounts: false while the money formatter is being made in a
 * task of its own (lib/money.ts, ICU's number formatting, up to 190 ms of a 4x-throttled phone
 * CPU), then true; the screen shows its loading state meanwhile, a few milliseconds. True at once
 * when the formatter exists or no amount is `wanted`.
 */
export function useMoneyFormatReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(isMoneyFormatReady);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let current = true;
    void prepareMoneyFormat().then(() => {
      // The screen's amounts render in slices, as its data did.
      if (current) renderInSlices(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, [wanted, ready]);
  return ready || !wanted;
}
