import { useEffect, useState } from 'react';
import { selectSubscription } from '../../session/subscription-slice';
import { useAppSelector } from '../../store/hooks';

/** How often an open page checks whether the plan has just ended. */
const CHECK_EVERY_MS = 60_000;

/** Whether the current subscription's end date has passed (rechecked every minute while a page stays open). */
export function usePlanEnded(): boolean {
  const endDate = useAppSelector(selectSubscription)?.endDate;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return endDate !== undefined && new Date(endDate).getTime() <= now;
}
