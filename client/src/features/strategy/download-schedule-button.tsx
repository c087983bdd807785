import { DownloadIcon } from 'lucide-react';
import { downloadFile } from '@/lib/download-file';
import { Button } from '@/lib/ui/button';
import type { PlanResult } from '@/payoff/index';

/**
 * Saves the plan's schedule (or one debt's) as a CSV file: every month, the plan's numbers to the
 * cent. The CSV writer (and Papa Parse) load on the first click, not with the screen.
 */
export function DownloadScheduleButton({ plan, debtId }: { plan: PlanResult; debtId?: string }) {
  async function download() {
    const { scheduleCsv, scheduleFileName } = await import('@/planning/schedule-csv');
    downloadFile(scheduleFileName(plan, debtId), scheduleCsv(plan, debtId), 'text/csv;charset=utf-8');
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void download()}>
      <DownloadIcon /> Download CSV
    </Button>
  );
}
