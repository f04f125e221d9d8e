import { Box, Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { FieldMeta } from '../../../../resources/define.ts';
import { controlId } from '../control-id.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';

const GeoMap = lazy(() => import('./geo-map.tsx'));

const coordinate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A position (`input: 'geo'`): latitude and longitude typed in two fields, or picked on a map by a click
 * or by dragging the marker. The map is an aid for pointer users and is skipped by the keyboard: the two
 * fields are the control. Leaflet loads only in the browser, after the form; tiles that fail leave a grey map.
 */
export function GeoInput({
  field,
  values,
  errors,
  onChange,
  t,
  disabled,
  required,
}: {
  field: FieldMeta;
  values: Record<string, unknown>;
  errors: Record<string, string[]>;
  onChange: (name: string, value: unknown) => void;
  t: LooseTranslate;
  disabled?: boolean;
  required?: boolean;
}) {
  const [latitudeName, longitudeName] = field.columns ?? ['latitude', 'longitude'];
  const latitude = coordinate(values[latitudeName]);
  const longitude = coordinate(values[longitudeName]);
  const position: [number, number] | null = latitude !== null && longitude !== null ? [latitude, longitude] : null;
  const tileUrl = useRouteLoaderData<{ mapTileUrl?: string }>('root')?.mapTileUrl;
  // The map waits for the browser (the back office renders a shell on the server).
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const label = t(field.label);
  const number = (name: string, value: number | null, min: number, max: number) => (
    <NumberInput
      id={controlId(name)}
      label={t(`field.${name}`)}
      required={required}
      disabled={disabled}
      value={value ?? ''}
      min={min}
      max={max}
      decimalScale={6}
      step={0.0001}
      allowNegative
      error={errors[name]?.join(' ')}
      onChange={(next) => onChange(name, typeof next === 'number' ? next : next === '' ? undefined : Number(next))}
    />
  );
  return (
    <Fieldset legend={label} variant="unstyled" styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {number(latitudeName, latitude, -90, 90)}
          {number(longitudeName, longitude, -180, 180)}
        </SimpleGrid>
        <Text size="xs" c="dimmed" id={`${controlId(field.name)}-hint`}>
          {t('admin.geo.hint')}
        </Text>
        <Box
          h={280}
          style={{
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            background: 'var(--mantine-color-gray-1)',
          }}
          data-geo-map=""
        >
          {inBrowser && (
            <Suspense fallback={null}>
              <GeoMap
                position={position}
                tileUrl={tileUrl}
                markerTitle={label}
                disabled={disabled}
                onPick={(lat, lng) => {
                  onChange(latitudeName, lat);
                  onChange(longitudeName, lng);
                }}
              />
            </Suspense>
          )}
        </Box>
      </Stack>
    </Fieldset>
  );
}
