import { ArticleList } from '@portal/features';
import { Card } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { HomeLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /blog (signed in, empty layout): news and advice from the company, from its feed. */
export default function BlogPage() {
  const { t } = useTranslation('app');
  return (
    <SectionPage id="blog" actions={<HomeLink />}>
      <Card title={t('pages.blog.latest')} id="blog-articles">
        <ArticleList />
      </Card>
    </SectionPage>
  );
}
