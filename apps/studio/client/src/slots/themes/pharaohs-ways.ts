import { neonFruits } from './neon-fruits';
export const pharaohsWays = { ...neonFruits, id: 'pharaohs-ways' };
