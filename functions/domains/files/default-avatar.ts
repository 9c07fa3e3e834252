/**
 * The default avatar (spec doc 1 §3: "a fixed default image when none"),
 * bundled with the function so `browse?name=default-avatar.png` needs no
 * bucket object: a 192×192 grey silhouette PNG (the console
 * shows it at 96 px, sharp on a 2× screen).
 */
export const defaultAvatarPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAMAAAADACAAAAAB3tzPbAAAByklEQVR42u3by3HEMAwE0ck/kMlNWfjqcvlDarHCwGwkoH43FQnqGj4CAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABA1fjzTAP4uxkD8M8zAeDfJx3gvycZ4LWJBdjPC9SQX0pQT3+dQE39ZQJ19VcJ1NZfJFBff41Ajf0lAnX2VwgAvNRfIFBv/+sCAHav4HiA3Sw4HWB3CwDMBtjtAgAAAPT3vyQAAAAAAAAAAIwF8DMHAMB0AMcqADjcHQ/ggqMdwCVfO2D8PTGrBv2A8dsq8/eF5m9szd+Zm7+1OH9vdP7m7jV+d/qav71+jX8/sECo/hxvaDYMb/nSOx/CPfGMjJd8AAAAAAAAAAAAAAAAAAAAAIAv88yhylsAjx7MVQMeP9vlfuBWfd4d2fBr1tk39TyIbl05G7746rrpALh2HgfYGQKF5N8mKKf/nkBB/bcESuq/I1BS/h2Cwvq3BUrr3xUorn9ToLz+PYEC+7cESuzfEZwEsBMFyuxfFyi0f1mg1P5VwSkAO1Wg3P41wRkAO1dwBMAOFii6f0FwAMCOFgCIB9jZgn8PsMMFAMIBdroAQDbAjhcAAAAgv/9XAQAAAAD0Aj4ApwoqT6bM+vsAAAAASUVORK5CYII=',
  'base64',
);
