import {
  Box,
  DrawerFrame,
  Fieldset,
  HStack,
  RadioGroup,
  Stack,
  Switch,
} from '@academias/shared/ui';
import { palettes, type Palette } from '@academias/shared/ui/palettes';
import type { ReactNode } from 'react';
import {
  SCALES,
  useLayoutSettings,
  type ColorMode,
  type InputStyle,
  type MenuMode,
  type Scale,
} from './layout-settings-store.ts';

const paletteNames: Record<Palette, string> = {
  indigo: 'Índigo',
  blue: 'Azul',
  teal: 'Verde azulado',
  green: 'Verde',
  purple: 'Morado',
  pink: 'Rosado',
  orange: 'Naranjo',
  cyan: 'Cian',
};

interface Option<T extends string> {
  value: T;
  label: ReactNode;
}

const Choice = <T extends string>(props: {
  legend: string;
  value: T;
  options: Option<T>[];
  onChange: (v: T) => void;
}) => (
  <Fieldset.Root>
    <Fieldset.Legend fontWeight="semibold">{props.legend}</Fieldset.Legend>
    <RadioGroup.Root
      size="sm"
      value={props.value}
      onValueChange={(d) => d.value && props.onChange(d.value as T)}
    >
      <HStack gap="3" wrap="wrap">
        {props.options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  </Fieldset.Root>
);

/** docs/spec.md §2/§9 layout settings; every change applies at once and is saved in this browser. */
export const SettingsPanel = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const s = useLayoutSettings();
  return (
    <DrawerFrame
      open={open}
      onClose={onClose}
      title="Ajustes de diseño"
      placement="end"
      size="sm"
      closeLabel="Cerrar ajustes de diseño"
    >
      <Stack gap="6">
        <Choice<`${Scale}`>
          legend="Escala"
          value={`${s.scale}`}
          options={SCALES.map((n) => ({ value: `${n}`, label: `${n}` }))}
          onChange={(v) => s.update({ scale: Number(v) as Scale })}
        />
        <Choice<MenuMode>
          legend="Tipo de menú"
          value={s.menuMode}
          options={[
            { value: 'static', label: 'Estático' },
            { value: 'overlay', label: 'Superpuesto' },
          ]}
          onChange={(menuMode) => s.update({ menuMode })}
        />
        <Choice<InputStyle>
          legend="Estilo de campos"
          value={s.inputStyle}
          options={[
            { value: 'outlined', label: 'Con borde' },
            { value: 'filled', label: 'Relleno' },
          ]}
          onChange={(inputStyle) => s.update({ inputStyle })}
        />
        <Switch.Root checked={s.ripple} onCheckedChange={(d) => s.update({ ripple: d.checked })}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Efecto de onda al hacer clic</Switch.Label>
        </Switch.Root>
        <Choice<ColorMode>
          legend="Modo"
          value={s.colorMode}
          options={[
            { value: 'light', label: 'Claro' },
            { value: 'dark', label: 'Oscuro' },
          ]}
          onChange={(colorMode) => s.update({ colorMode })}
        />
        <Choice<Palette>
          legend="Color del tema"
          value={s.palette}
          options={palettes.map((p) => ({
            value: p,
            label: (
              <HStack gap="1.5">
                <Box boxSize="3" borderRadius="full" bg={`${p}.solid`} aria-hidden />
                {paletteNames[p]}
              </HStack>
            ),
          }))}
          onChange={(palette) => s.update({ palette })}
        />
      </Stack>
    </DrawerFrame>
  );
};
