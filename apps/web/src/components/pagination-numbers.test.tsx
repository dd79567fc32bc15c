import { act, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('writes page numbers as the reader’s language does, and goes to the page clicked', async () => {
    const onChange = vi.fn();
    await act(() => i18n.changeLanguage('de'));
    const { user } = renderScreen(<Pagination page={2000} totalPages={2000} onChange={onChange} />);
    const last = screen.getByRole('button', { name: 'Seite 2.000' });
    expect(last).toHaveTextContent('2.000');
    expect(last).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Seite 1.998' }));
    expect(onChange).toHaveBeenCalledWith(1998);
  });
});
