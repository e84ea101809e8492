import { useEffect, useState } from 'react';
import { getHealthReports, setHealthReports } from '../common/settings';

/**
 * The extraction health reports switch (issue 25). On by default, and the page says so plainly along
 * with exactly what a report holds, so the agent decides knowing what is sent.
 */
export function HealthReportsSetting() {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    void getHealthReports().then(setOn);
  }, []);
  const change = async (next: boolean) => {
    setOn(next);
    await setHealthReports(next);
  };
  return (
    <label className="field">
      <span className="row">
        <input
          type="checkbox"
          checked={on ?? true}
          disabled={on === null}
          onChange={(e) => void change(e.target.checked)}
        />
        Send reading-quality reports (on by default)
      </span>
      <small className="hint">
        After each listing it reads, the extension tells Property Promoter which kinds of details it found
        (for example “price” or “bedrooms”), a code for the site’s page layout and the extension’s version, so
        we notice when a site changes. A report never holds the listing’s address, link, price, photos or
        agent, nor anything about you. Turn this off and none are sent.
      </small>
    </label>
  );
}
