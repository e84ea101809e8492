import { ConsoleNav, ExtractionHealthView } from '../../../features/operator';

/**
 * /dashboard/operator/health: extraction health for operators (the API answers 403 to anyone else),
 * under the console's navigation; its data needs no two-factor step (issue 25 predates the console).
 */
export default function OperatorHealthPage() {
  return (
    <>
      <ConsoleNav />
      <ExtractionHealthView />
    </>
  );
}
