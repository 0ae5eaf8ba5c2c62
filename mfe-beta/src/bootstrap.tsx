import { renderStandalone } from '@mindmark/mfe-kit/standalone.tsx';
import BetaApp from './beta-app.tsx';

// Standalone development only; inside the shell, BetaApp is mounted at /beta/*.
void renderStandalone(BetaApp, ['/beta/*'], '/beta');
