import { Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { DataContext } from '@/data/data-context';
import { hasErrors, type FieldErrors } from '@/data/field-checks';
import { MAX_REMINDER_DAYS, validateReminderSettings, type ReminderSettingsInput } from '@/data/users/reminder-settings';
import { saveReminderSettings } from '@/data/users/save-reminder-settings';
import { useReminderSettings } from '@/data/users/use-reminder-settings';
import { requestNotificationPermission, type NotificationPermissionState } from '@/lib/notifications/notification-permission';
import { useNotificationPermission } from '@/lib/notifications/use-notification-permission';
import { Button } from '@/lib/ui/button';
import { SettingsSection } from './settings-section';
import { settings as styles } from './settings.styles';

const DASHBOARD_STILL = 'The Dashboard still shows what is due soon and what is overdue.';

/** '3 days before a payment is due', '1 day before…', 'on the day a payment is due'. */
export function whenText(daysBefore: number): string {
  if (daysBefore === 0) return 'on the day a payment is due';
  return `${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before a payment is due`;
}

/** What this device's permission means for reminders here, in plain words. */
export function permissionText(permission: NotificationPermissionState): string {
  switch (permission) {
    case 'granted':
      return 'On this device: notifications are allowed.';
    case 'default':
      return 'On this device: notifications are not allowed yet. Paydown asks when you turn reminders on.';
    case 'denied':
      return `On this device: notifications are blocked for Paydown. To get reminders here, allow notifications in your browser's settings for this site. ${DASHBOARD_STILL}`;
    case 'unsupported':
      return `On this device: this browser cannot show notifications (on an iPhone or iPad, add Paydown to your Home Screen first). ${DASHBOARD_STILL}`;
  }
}

/**
 * Settings → Reminders: on or off, and how many days before a due date (both sync to every
 * device), and this device's permission to show notifications (the browser's, per device). The
 * browser's permission prompt comes only after Paydown has said what the notifications are for.
 */
export function ReminderSetting({ ctx }: { ctx: DataContext }) {
  const live = useReminderSettings();
  const permission = useNotificationPermission();
  const [explaining, setExplaining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // null: the field follows the saved value (also when another device changes it).
  const [daysDraft, setDaysDraft] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const daysText = daysDraft ?? String(live.daysBefore);

  async function save(input: ReminderSettingsInput, done: string): Promise<boolean> {
    setBusy(true);
    const result = await saveReminderSettings(ctx, input);
    setBusy(false);
    if (!result.success) {
      setErrors(result.fieldErrors ?? {});
      setOutcome({ ok: false, text: `Your reminder settings could not be saved: ${result.error}` });
      return false;
    }
    setOutcome({ ok: true, text: done });
    return true;
  }

  /** After the explanation: the browser's prompt, then reminders on whatever the answer (they still reach other devices). */
  async function allowAndTurnOn() {
    setExplaining(false);
    const answer = await requestNotificationPermission();
    const here =
      answer === 'granted'
        ? `You will get a notification ${whenText(live.daysBefore)}.`
        : `This device does not allow notifications, so reminders will not show here. ${DASHBOARD_STILL}`;
    await save({ enabled: true }, `Reminders are on. ${here}`);
  }

  function toggle(on: boolean) {
    setOutcome(null);
    if (!on) return void save({ enabled: false }, 'Reminders are off on all your devices.');
    if (permission === 'default') return setExplaining(true);
    const here = permission === 'granted' ? `You will get a notification ${whenText(live.daysBefore)}.` : permissionText(permission);
    void save({ enabled: true }, `Reminders are on. ${here}`);
  }

  async function submitDays(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const typed = daysText.trim();
    const input = { daysBefore: typed === '' ? Number.NaN : Number(typed) };
    const found = validateReminderSettings(input);
    setErrors(found);
    if (hasErrors(found)) return;
    if (await save(input, `Saved: reminders come ${whenText(input.daysBefore)}.`)) setDaysDraft(null);
  }

  return (
    <SettingsSection title="Reminders" description="A notification before each payment is due. The settings follow you to every device.">
      <Stack gap="4">
        <Checkbox.Root
          alignItems="flex-start"
          checked={live.enabled || explaining}
          disabled={live.isLoading || busy}
          onCheckedChange={(details) => (explaining ? setExplaining(false) : toggle(details.checked === true))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>Remind me before payments are due</Checkbox.Label>
        </Checkbox.Root>

        {explaining ? (
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" role="group" aria-label="About reminder notifications" data-testid="reminder-explanation">
            <Text>
              Paydown will show a notification on this device {whenText(live.daysBefore)}, when the app is open or installed. Nothing is sent
              to you by email or text. Your browser will now ask whether Paydown may show notifications.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="accent" onClick={() => void allowAndTurnOn()}>
                Continue
              </Button>
              <Button variant="outline" onClick={() => setExplaining(false)}>
                Not now
              </Button>
            </HStack>
          </Stack>
        ) : null}

        <Text fontSize="sm" color="fg.muted" data-testid="notification-permission">
          {permissionText(permission)}
        </Text>
        {live.enabled && permission === 'default' && !explaining ? (
          <Button variant="outline" className={styles.action} onClick={() => setExplaining(true)}>
            Allow notifications on this device…
          </Button>
        ) : null}

        <form onSubmit={(event) => void submitDays(event)} noValidate aria-label="Days before a payment is due">
          <HStack gap="3" alignItems="flex-end" wrap="wrap">
            <Field.Root invalid={!!errors.daysBefore} maxW="xs">
              <Field.Label>Days before the due date</Field.Label>
              <Input
                name="daysBefore"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_REMINDER_DAYS}
                value={daysText}
                onChange={(event) => {
                  setErrors({});
                  setDaysDraft(event.target.value);
                }}
              />
              {errors.daysBefore ? (
                <Field.ErrorText>{errors.daysBefore}</Field.ErrorText>
              ) : (
                <Field.HelperText>0 means on the day; at most {MAX_REMINDER_DAYS}.</Field.HelperText>
              )}
            </Field.Root>
            <Button type="submit" variant="outline" loading={busy} disabled={live.isLoading}>
              Save days
            </Button>
          </HStack>
        </form>

        <Text role={outcome && !outcome.ok ? 'alert' : 'status'} fontSize="sm" color={outcome?.ok === false ? 'fg.error' : undefined} data-testid="reminder-outcome">
          {outcome?.text ?? ''}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
