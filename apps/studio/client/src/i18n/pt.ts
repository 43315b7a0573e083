import { en, type Messages } from './en';
export const pt: Messages = { ...en };
