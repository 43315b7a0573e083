/** Line icons of the chrome (24x24, drawn with currentColor). */

const stroke =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export const ICONS = {
  home: `<path ${stroke} d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5"/>`,
  info: `<circle ${stroke} cx="12" cy="12" r="9"/><path ${stroke} d="M12 11v6M12 7.5v.5"/>`,
  history: `<path ${stroke} d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1M3.5 4v4.5H8"/><path ${stroke} d="M12 7.5V12l3 2"/>`,
  shield: `<path ${stroke} d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6z"/><path ${stroke} d="m8.8 12 2.3 2.3 4.2-4.6"/>`,
  soundOn: `<path ${stroke} d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z"/><path ${stroke} d="M15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11"/>`,
  soundOff: `<path ${stroke} d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z"/><path ${stroke} d="m16 9.5 5 5M21 9.5l-5 5"/>`,
  close: `<path ${stroke} d="M6 6l12 12M18 6 6 18"/>`,
  minus: `<path ${stroke} d="M6 12h12"/>`,
  plus: `<path ${stroke} d="M6 12h12M12 6v12"/>`,
  spin: `<path ${stroke} d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3"/><path ${stroke} d="M19.5 4.5v4.2h-4.2"/>`,
  undo: `<path ${stroke} d="M9 7 4.5 11.5 9 16"/><path ${stroke} d="M4.5 11.5H14a5.5 5.5 0 0 1 0 11h-2"/>`,
  trash: `<path ${stroke} d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13"/>`,
  repeat: `<path ${stroke} d="M4 12a8 8 0 0 1 13.7-5.7L20 8.5M20 4v4.5h-4.5"/><path ${stroke} d="M20 12a8 8 0 0 1-13.7 5.7L4 15.5M4 20v-4.5h4.5"/>`,
  external: `<path ${stroke} d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>`,
  copy: `<rect ${stroke} x="8.5" y="8.5" width="11" height="11" rx="2"/><path ${stroke} d="M15.5 8.5V5.5a1 1 0 0 0-1-1h-9a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h3"/>`,
  gift: `<rect ${stroke} x="4" y="9" width="16" height="11" rx="1.5"/><path ${stroke} d="M3 9h18M12 9v11M12 9c-1.5-3.5-6-4.5-6-1.5 0 1.5 3 1.5 6 1.5zM12 9c1.5-3.5 6-4.5 6-1.5 0 1.5-3 1.5-6 1.5z"/>`,
  lightning: `<path ${stroke} d="M13 3 5 13.5h6L10 21l8-10.5h-6z"/>`,
} as const;

export type IconName = keyof typeof ICONS;
