import { STUDIO_PITCH } from '@studio/contracts/studio';
import { usePageMeta } from '@studio/platform';
import { Hero } from '../features/home/Hero';
import { ClientLogos } from '../features/home/ClientLogos';
import { HomeSections } from '../features/home/HomeSections';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/home/home.css';

export default function HomePage() {
  usePageMeta({
    title: 'Estúdio Criativo | Design & Branding',
    description: `${STUDIO_PITCH} Identidade visual, social media e sites que transformam sua marca em sucesso.`,
    canonical: '/',
  });
  return (
    <div className="home" data-remote="public" data-screen="HomePage">
      <Hero />
      <ClientLogos />
      <HomeSections />
    </div>
  );
}
