const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds (-3 h in São Paulo). */
function offsetAt(timeZone: string, at: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, +part.value]));
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a clock in `timeZone` showed these wall-clock fields: a WhatsApp export writes its
 * times in the phone's zone, with no offset. Two passes settle a time next to a DST change.
 */
export function wallTimeIn(
  timeZone: string,
  wall: { year: number; month: number; day: number; hour: number; minute: number; second: number },
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - offsetAt(timeZone, asUtc);
  return new Date(asUtc - offsetAt(timeZone, first));
}
