import type { TemplateDetail } from '@signflow/contract/templates';
import type { ComponentType } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useFreshTemplate } from '../hooks/use-fresh-template';

/** A page of the template of its address: the template read fresh (useFreshTemplate), then `form` for it. */
export function FreshTemplate({ form: Form }: { form: ComponentType<{ template: TemplateDetail }> }) {
  const { template } = useFreshTemplate();
  if (!template.data || template.isFetching) return <PageLoader />;
  return <Form template={template.data} />;
}
