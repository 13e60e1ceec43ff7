import '../../lib/zod-jitless';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from './main';

export default defineBackground(() => {
  startBackground();
});
