import { ActionIcon } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePadDrawing from 'signature_pad';

interface SignaturePadProps {
  /** What a screen reader announces for the drawing area. */
  label: string;
  color?: string;
  /** After each stroke the canvas holding the drawing; null once it is cleared, or the pad goes. */
  onChange: (drawing: HTMLCanvasElement | null) => void;
}

/** A drawing area filling its parent, drawn on with a mouse, a pen or a finger, with a button to start over. */
export function SignaturePad({ label, color = '#1c2a6b', onChange }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadDrawing | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadDrawing(canvas, { penColor: color, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    // The canvas holds the screen's pixels, not CSS pixels, so strokes stay sharp; a resize keeps the drawing.
    const fitToScreen = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = Math.round(canvas.offsetWidth * ratio);
      canvas.height = Math.round(canvas.offsetHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    const resize = new ResizeObserver(fitToScreen);
    resize.observe(canvas);
    const report = () => onChangeRef.current(pad.isEmpty() ? null : canvas);
    pad.addEventListener('endStroke', report);
    return () => {
      resize.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
      // The canvas goes with the pad: a drawing kept from it would be approved from an empty pad later.
      onChangeRef.current(null);
    };
  }, [color]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        style={{ display: 'block', width: '100%', height: '100%', touchAction: 'none', cursor: 'crosshair' }}
      />
      <ActionIcon
        variant="default"
        size="md"
        radius="xl"
        aria-label={t('Clear drawing')}
        style={{ position: 'absolute', top: 4, right: 4 }}
        onClick={() => {
          padRef.current?.clear();
          onChange(null);
        }}
      >
        ×
      </ActionIcon>
    </div>
  );
}
