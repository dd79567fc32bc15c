import { describe, expect, it } from 'vitest';
import { peopleFromFlow, senderValueProblem, templateUseFormSchema } from './sender-values';

const approver = (name: string, level: number) => ({
  flowDetailId: name,
  flowHeaderId: 'flow',
  approverName: name,
  approverMail: `${name.toLowerCase()}@example.com`,
  approvalLevel: level,
});

describe('peopleFromFlow', () => {
  it('fills roles by level, then order, with the approvers taken the same way', () => {
    const roles = [
      { id: 'manager', name: 'Manager', level: 2, verification: 'link' as const },
      { id: 'client', name: 'Client', level: 1, verification: 'link' as const },
      { id: 'witness', name: 'Witness', level: 2, verification: 'link' as const },
    ];
    const filled = peopleFromFlow(roles, [approver('Boss', 2), approver('Amy', 1), approver('Cleo', 2)]);
    expect(filled.get('client')).toEqual({ name: 'Amy', email: 'amy@example.com' });
    expect(filled.get('manager')).toEqual({ name: 'Boss', email: 'boss@example.com' });
    expect(filled.get('witness')).toEqual({ name: 'Cleo', email: 'cleo@example.com' });
  });

  it('leaves a role the flow has no approver for', () => {
    const filled = peopleFromFlow(
      [
        { id: 'a', name: 'A', level: 1, verification: 'link' as const },
        { id: 'b', name: 'B', level: 1, verification: 'link' as const },
      ],
      [approver('Amy', 1)],
    );
    expect([...filled.keys()]).toEqual(['a']);
  });
});

describe('senderValueProblem', () => {
  it('reads each type with its own rule', () => {
    expect(senderValueProblem({ type: 'text', required: true }, 'Net 30')).toBeNull();
    expect(senderValueProblem({ type: 'text', required: true }, '  ')).toBe('Required');
    expect(senderValueProblem({ type: 'text', required: false }, '')).toBeNull();
    expect(senderValueProblem({ type: 'checkbox', required: true }, 'false')).toBe('Required');
    expect(senderValueProblem({ type: 'checkbox', required: false }, 'false')).toBeNull();
    expect(senderValueProblem({ type: 'date', required: false }, '2026-12-01')).toBeNull();
    expect(senderValueProblem({ type: 'date', required: false }, '2026-02-30')).not.toBeNull();
    expect(senderValueProblem({ type: 'date', required: false }, '')).toBe('Required');
  });

  it('puts the problem on the value it is about', () => {
    const field = {
      id: 'f',
      roleId: 'r',
      type: 'text' as const,
      position: {
        pageNumber: 1,
        boundingRect: { x1: 0, y1: 0, x2: 1, y2: 1, width: 1, height: 1, pageNumber: 1 },
        rects: [],
      },
      label: 'Price',
      required: true,
      senderFilled: true,
    };
    const read = templateUseFormSchema([field]).safeParse({
      recipients: [],
      values: [{ fieldId: 'f', value: '' }],
      message: '',
    });
    expect(read.success).toBe(false);
    expect(read.error?.issues[0]?.path).toEqual(['values', 0, 'value']);
  });
});
