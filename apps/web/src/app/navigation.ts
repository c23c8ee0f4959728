/** Navigation for code outside React (the global error handler); the router registers itself here. */
type Navigate = (to: string) => void;
let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

export function currentPath(): string {
  return window.location.pathname;
}
