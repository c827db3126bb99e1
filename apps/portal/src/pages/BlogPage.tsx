import { HomeLink, SectionPage } from './parts.tsx';

/** /blog (signed in, empty layout): news and advice from the company. */
export default function BlogPage() {
  return <SectionPage id="blog" actions={<HomeLink />} />;
}
