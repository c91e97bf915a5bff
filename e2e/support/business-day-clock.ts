// Preloaded (`node --import`) into a server that a journey needs on a sending day: its clock
// (Date only; timers and the database keep real time) starts at 10:00 in São Paulo on the next
// day campaigns are sent (not a Sunday nor a national holiday) and runs on from there. SIGUSR2
// moves it a minute on: the journey's way to wait out the countdown between two sends.
import FakeTimers from '@sinonjs/fake-timers';
import Holidays from 'date-holidays';

const brazil = new Holidays('BR');
const restDay = (day: Date) =>
  day.getUTCDay() === 0 ||
  (brazil.isHoliday(new Date(day.getTime() + 12 * 3_600_000)) || []).some(
    (h) => h.type === 'public',
  );

// 10:00 in São Paulo is 13:00 UTC (no daylight saving since 2019).
let day = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
do day = new Date(day.getTime() + 86_400_000);
while (restDay(day));

const clock = FakeTimers.install({
  now: new Date(day.getTime() + 13 * 3_600_000),
  toFake: ['Date'],
  shouldAdvanceTime: true,
});
process.on('SIGUSR2', () => clock.tick(60_000));
