import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { DEBT_ICON_NAMES, DEFAULT_DEBT_ICONS, type DebtType } from '@schemas/index';
import { DEBT_ICONS } from '@/lib/ui/debt-icon';

interface DebtIconPickerProps {
  /** The chosen icon's name, or '' for the type's own icon. */
  value: string;
  type: DebtType;
  colorHex: string;
  error: string | undefined;
  /** Must keep its identity between renders (useStableCallback). */
  onChange: (value: string) => void;
}

/** A choice as a tile: the icon, its name for screen readers and as a tooltip. */
const tile = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '10',
  borderWidth: '1px',
  borderRadius: 'md',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted' },
  '&:has(input:checked)': { borderColor: 'accent.solid', borderWidth: '2px', bg: 'accent.subtle', color: 'fg' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' },
  '& svg': { width: '5', height: '5' },
} as const;

/**
 * The debt's icon, as a group of native radio buttons: Tab reaches the group, the arrow keys move
 * between icons, and each is announced by its name. "Automatic" shows the icon of the debt's type.
 */
export const DebtIconPicker = memo(function DebtIconPicker({ value, type, colorHex, error, onChange }: DebtIconPickerProps) {
  const choices = [{ name: '', label: 'Automatic', Icon: DEBT_ICONS[DEFAULT_DEBT_ICONS[type]].Icon }, ...DEBT_ICON_NAMES.map((name) => ({ name, ...DEBT_ICONS[name] }))];
  const labelId = useId();
  // A name this version does not know (saved by a newer one) stays as it is: no tile is checked.
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Icon
      </Text>
      <SimpleGrid columns={{ base: 6, sm: 9 }} gap="1.5" role="radiogroup" aria-labelledby={labelId} aria-invalid={error ? true : undefined}>
        {choices.map(({ name, label, Icon }) => (
          <Box as="label" key={name || 'automatic'} css={tile} title={label} style={value === name && colorHex ? { color: colorHex } : undefined}>
            <input type="radio" name="iconName" value={name} checked={value === name} onChange={() => onChange(name)} className="visually-hidden" />
            <Icon aria-hidden focusable={false} />
            <span className="visually-hidden">{name === '' ? `Automatic (${DEBT_ICONS[DEFAULT_DEBT_ICONS[type]].label.toLowerCase()})` : label}</span>
          </Box>
        ))}
      </SimpleGrid>
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
});
