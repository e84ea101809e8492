import type { ReactNode } from 'react';
import { ConsoleGate } from './console-gate';
import { ConsoleNav } from './console-nav';

/** A console page: behind the two-factor gate, under the console's navigation. */
export function ConsolePage({ children }: { children: (role: string) => ReactNode }) {
  return (
    <ConsoleGate>
      {(role) => (
        <>
          <ConsoleNav />
          {children(role)}
        </>
      )}
    </ConsoleGate>
  );
}
