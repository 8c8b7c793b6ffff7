import { StandaloneRemote } from '@academias/shared/app';
import { createRoot } from 'react-dom/client';
import bundle from './exposes/routes.tsx';

// Development only: this remote alone, without the shell (log in through the shell's origin
// or paste a session into localStorage to call the API).
const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(<StandaloneRemote bundle={bundle} />);
