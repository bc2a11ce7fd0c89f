// The key a keyboard event names. WebKitGTK (Safari's engine on Linux) sends Shift+Tab as key
// 'Unidentified' with keyCode 9 (the shifted key is ISO_Left_Tab, which it does not map): a focus trap or a
// grid that reads `key` alone misses it. When the key is not identified, the legacy code says which it is.
const BY_LEGACY_CODE: Readonly<Record<number, string>> = { 9: 'Tab', 13: 'Enter', 27: 'Escape' };

export function keyName(event: { key: string; keyCode?: number }): string {
  if (event.key !== 'Unidentified' && event.key !== '') return event.key;
  return BY_LEGACY_CODE[event.keyCode ?? -1] ?? event.key;
}
