import { useEffect, useRef } from 'react';

interface EditorKeys {
  onDelete: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onDeselect: () => void;
}

/** Keys typed into a text box, or pressed in a dialog or a field's settings, belong to them, not to the editor. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]') !== null
  );
}

/**
 * The editor's keys, wherever the focus is in the page: Delete or Backspace removes the selected field, Ctrl+Z (⌘Z)
 * undoes, Ctrl+Shift+Z or Ctrl+Y redoes, Escape lets go of the selection.
 */
export function useEditorKeys(keys: EditorKeys) {
  // The latest handlers, read when a key comes, so the listener is added once.
  const latest = useRef(keys);
  latest.current = keys;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || belongsElsewhere(event.target)) return;
      const { onDelete, onUndo, onRedo, onDeselect } = latest.current;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) onRedo();
        else onUndo();
      } else if (command && key === 'y') {
        event.preventDefault();
        onRedo();
      } else if (!command && (event.key === 'Delete' || event.key === 'Backspace')) {
        event.preventDefault();
        onDelete();
      } else if (event.key === 'Escape') {
        onDeselect();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
