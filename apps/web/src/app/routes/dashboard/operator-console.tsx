import { ConsolePage, UserSearch } from '../../../features/operator';

/** /dashboard/operator: account search, behind the operators' two-factor gate (issue 28). */
export default function OperatorConsolePage() {
  return <ConsolePage>{() => <UserSearch />}</ConsolePage>;
}
