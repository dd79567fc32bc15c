import { describe, expect, it } from 'vitest';
import { templateForm } from './upload-template';

describe('templateForm', () => {
  it('sends the name and roles before the PDF, the roles as JSON', () => {
    const file = new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' });
    const roles = [{ name: 'Client', level: 1 }];
    const form = templateForm({ file, name: 'Offer', roles });
    expect([...form.keys()]).toEqual(['name', 'roles', 'file']);
    expect(form.get('name')).toBe('Offer');
    expect(JSON.parse(String(form.get('roles')))).toEqual(roles);
  });
});
