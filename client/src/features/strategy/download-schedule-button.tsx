import { DownloadIcon } from 'lucide-react';
import { downloadFile } from '@/lib/download-file';
import { Button } from '@/lib/ui/button';
import type { PlanResult } from '@/payoff/index';
import { scheduleCsv, scheduleFileName } from '@/planning/schedule-csv';

/** Saves the plan's schedule (or one debt's) as a CSV file: every month, the plan's numbers to the cent. */
export function DownloadScheduleButton({ plan, debtId }: { plan: PlanResult; debtId?: string }) {
  return (
    <Button size="sm" variant="outline" className="no-print" onClick={() => downloadFile(scheduleFileName(plan, debtId), scheduleCsv(plan, debtId), 'text/csv;charset=utf-8')}>
      <DownloadIcon /> Download CSV
    </Button>
  );
}
