import '../lib/zod-jitless';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../lib/background/main';

export default defineBackground(() => {
  startBackground();
});
