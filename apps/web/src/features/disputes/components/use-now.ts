import { useEffect, useState } from 'react';

/** The current time (ms), refreshed every `everyMs`: enough for a countdown shown in minutes. */
export const useNow = (everyMs = 30_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
