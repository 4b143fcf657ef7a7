import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { AUTH_TEXTS } from '@studio/contracts/auth';
import { STUDIO_NAME, STUDIO_TAGLINE } from '@studio/contracts/studio';

interface Props {
  screen: 'AuthPage' | 'AdminLoginPage' | 'DemoLoginPage';
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the three sign-in screens: the studio's side panel and the form card. */
export function AuthShell({ screen, title, subtitle, children, footer }: Props) {
  return (
    <main data-remote="admin" data-screen={screen} className="adm-auth">
      <aside className="adm-auth__brand" aria-hidden="true">
        <div className="adm-auth__glow" />
        <p className="adm-auth__mark">{STUDIO_NAME}</p>
        <p className="adm-auth__tag">{STUDIO_TAGLINE}</p>
        <p className="adm-auth__quote">Tudo o que o estúdio publica, vende e acompanha, em um só lugar.</p>
      </aside>
      <section className="adm-auth__panel">
        <Link to="/" className="adm-auth__back">
          <ArrowLeftOutlined /> {AUTH_TEXTS.backToSite}
        </Link>
        <div className="adm-auth__card">
          <Typography.Title level={1} className="adm-auth__title">
            {title}
          </Typography.Title>
          {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </div>
        {footer && <footer className="adm-auth__footer">{footer}</footer>}
      </section>
    </main>
  );
}
