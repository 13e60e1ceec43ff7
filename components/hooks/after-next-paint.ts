/** A document that paints no frame (hidden, or its frame not rendered) still runs it after this. */
const NO_FRAME_MS = 100;

/**
 * Runs `callback` in a task after the next frame has been painted, behind the tasks that
 * frame's own callbacks queue, or after NO_FRAME_MS when no frame is painted: for work the
 * reader does not see, so that the frame showing what they asked for waits for none of it
 * (nor for what its answers set off). Unlike a plain effect, it runs even if the
 * component is gone by then.
 */
export function afterNextPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    setTimeout(() => setTimeout(callback, 0), 0);
  };
  const timer = setTimeout(run, NO_FRAME_MS);
  const frame = requestAnimationFrame(run);
}
