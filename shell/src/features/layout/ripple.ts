/**
 * The "ripple" layout option: a short wave from the click point on buttons. Done with one
 * document listener and CSS, so it works in every remote without touching their components;
 * it checks <html data-ripple> at click time, so toggling the setting needs no re-install.
 */
const STYLE_ID = 'academias-ripple-style';

const css = `
.academias-ripple{position:absolute;border-radius:50%;pointer-events:none;background:currentColor;opacity:.25;
transform:scale(0);animation:academias-ripple 500ms ease-out forwards}
@keyframes academias-ripple{to{transform:scale(2.5);opacity:0}}
@media (prefers-reduced-motion: reduce){.academias-ripple{display:none}}`;

export const installRipple = (doc: Document = document): (() => void) => {
  if (!doc.getElementById(STYLE_ID)) {
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    doc.head.appendChild(style);
  }
  const onDown = (e: PointerEvent) => {
    if (doc.documentElement.dataset.ripple !== 'on') return;
    const target = (e.target as Element | null)?.closest<HTMLElement>(
      'button, [role=button], [role=menuitem]',
    );
    if (!target || (target as HTMLButtonElement).disabled) return;
    const rect = target.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height);
    const wave = doc.createElement('span');
    wave.className = 'academias-ripple';
    wave.style.width = wave.style.height = `${size}px`;
    wave.style.left = `${e.clientX - rect.left - size / 2}px`;
    wave.style.top = `${e.clientY - rect.top - size / 2}px`;
    if (getComputedStyle(target).position === 'static') target.style.position = 'relative';
    target.style.overflow = 'hidden';
    target.appendChild(wave);
    wave.addEventListener('animationend', () => wave.remove());
    setTimeout(() => wave.remove(), 800);
  };
  doc.addEventListener('pointerdown', onDown);
  return () => doc.removeEventListener('pointerdown', onDown);
};
