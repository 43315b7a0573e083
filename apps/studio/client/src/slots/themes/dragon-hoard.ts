import { neonFruits } from './neon-fruits';
export const dragonHoard = { ...neonFruits, id: 'dragon-hoard' };
