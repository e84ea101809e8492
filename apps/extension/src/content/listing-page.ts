import { FeatureManager } from './feature-manager';
import { promoterButtonFeature } from './features/promoter-button';
import { watchNavigation } from './watch-navigation';

/** Content script of the four sites' listing pages (also injected after in-app navigation). */
const marker = '__propertyPromoterListingPage';
const scope = window as unknown as Record<string, boolean>;
if (!scope[marker]) {
  scope[marker] = true;
  const manager = new FeatureManager(document);
  manager.add(promoterButtonFeature);
  manager.run(location.href);
  watchNavigation(window, () => manager.run(location.href));
}
