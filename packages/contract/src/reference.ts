import { z } from 'zod';
import { envelope } from './envelope.ts';

export const country = z
  .object({
    alpha2: z.string().length(2).meta({ example: 'HK' }),
    name: z.string().meta({ example: 'Hong Kong' }),
    name_zh: z.string().meta({ example: '香港' }),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof country>;
export const countryListEnvelope = envelope(z.array(country)).describe('All 249 countries, sorted by code.');

export const timeZone = z
  .object({
    id: z.string().meta({ example: 'Asia/Shanghai', description: 'IANA time zone name.' }),
    utc_offset: z.string().meta({ example: '+08:00', description: 'Current offset from UTC.' }),
    utc_offset_minutes: z.number().int().meta({ example: 480 }),
  })
  .meta({ id: 'TimeZone' });
export type TimeZone = z.infer<typeof timeZone>;
export const timeZoneListEnvelope = envelope(z.array(timeZone)).describe(
  'Every IANA time zone, ordered by current UTC offset, then name.',
);
