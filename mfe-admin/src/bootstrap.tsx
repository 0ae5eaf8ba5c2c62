import { renderStandalone } from '@mindmark/mfe-kit/standalone.tsx';
import AdminApp from './admin-app.tsx';

// Standalone development only; inside the shell the shell mounts AdminApp.
void renderStandalone(AdminApp, ['/admin/*'], '/admin');
