import { Navigate, useParams } from 'react-router';
import { useGettingStarted } from '../../features/getting-started/api/get-getting-started.ts';

/**
 * `/accounts/{id}`: the account's home once every getting-started step is done, getting started
 * until then (which shows its own failure if the steps can't be read).
 */
export default function AccountLandingPage() {
  const accountId = useParams().accountId ?? '';
  const steps = useGettingStarted(accountId);
  if (steps.isPending) return null;
  const done = steps.isSuccess && steps.data.steps.every((step) => step.done);
  return <Navigate replace to={done ? 'home' : 'getting-started'} />;
}
