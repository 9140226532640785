// /main: the slideshow (autoplay every 10 s, no loop), the slogan, and, when signed in, the login info
// beside the reader's recent searches (another feature's, handed in by the route table as `aside`), and the
// popup notices over it (`popups`, the notices feature's); `lead` above everything (the field kits on this device,
// which are all that works on a phone with no network).
import { BookOutlined, GlobalOutlined, SearchOutlined } from '@ant-design/icons';
import { Carousel, ConfigProvider, Typography } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { useContext, useLayoutEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { LoginInfo } from '../../ui/login-info.tsx';
import './home.css';

export const SLIDE_AUTOPLAY_MS = 10_000;

const SLIDES: { key: 'search' | 'languages' | 'library'; icon: ReactNode; tone: string }[] = [
  { key: 'search', icon: <SearchOutlined />, tone: 'slide-tone-1' },
  { key: 'languages', icon: <GlobalOutlined />, tone: 'slide-tone-2' },
  { key: 'library', icon: <BookOutlined />, tone: 'slide-tone-3' },
];

function Machine() {
  return (
    <svg className="slide-art" viewBox="0 0 320 180" aria-hidden>
      <rect x="30" y="118" width="150" height="26" rx="13" fill="rgba(255,255,255,.18)" />
      <rect x="52" y="78" width="96" height="42" rx="6" fill="#f5a623" />
      <rect x="112" y="56" width="40" height="34" rx="4" fill="#f5a623" />
      <rect x="118" y="62" width="26" height="18" rx="2" fill="rgba(11,58,96,.55)" />
      <path d="M150 80 L225 38 L238 48 L168 92 Z" fill="#ffc35a" />
      <path d="M225 38 L262 96 L250 102 L217 50 Z" fill="#ffc35a" />
      <path d="M246 96 h30 l-10 22 h-26 z" fill="#f5a623" />
      {[48, 78, 108, 138, 162].map((x) => <circle key={x} cx={x} cy="131" r="8" fill="rgba(11,58,96,.6)" />)}
    </svg>
  );
}

type ArrowProps = ButtonHTMLAttributes<HTMLButtonElement> & { currentSlide?: number; slideCount?: number };

/**
 * A slideshow arrow. The slideshow hands it its class and click; at the first (or last) slide it is marked
 * slick-disabled and given no click, and here it is also a disabled button, so Tab does not stop on a control
 * that does nothing (UX review m17). Focus on it then moves to the other arrow rather than to the page's start.
 * Its label is Ant Design's, in the reader's language.
 */
function SlideArrow({ className = '', currentSlide: _slide, slideCount: _count, ...rest }: ArrowProps) {
  const self = useRef<HTMLButtonElement>(null);
  const disabled = className.split(' ').includes('slick-disabled');
  useLayoutEffect(() => {
    if (disabled && self.current && document.activeElement === self.current) {
      self.current.parentElement?.querySelector<HTMLButtonElement>('.slick-arrow:not(:disabled)')?.focus();
    }
  }, [disabled]);
  return <button ref={self} type="button" {...rest} className={className} disabled={disabled} />;
}

/**
 * `lead`: what comes first, above the slideshow (it draws itself only when it has something to say);
 * `aside`: what sits beside the welcome and login info while someone is signed in; `popups`: what opens over
 * the page as it arrives (the notices marked popup).
 */
export default function HomePage({ lead, aside, popups }: { lead?: ReactNode; aside?: ReactNode; popups?: ReactNode }) {
  const { t } = useTranslation();
  const { user, loginInfo } = useSession();
  const slides = useContext(ConfigProvider.ConfigContext).locale?.Carousel ?? enUS.Carousel;
  return (
    <div className="home">
      {popups}
      {lead}
      <section className="hero" aria-roledescription="carousel">
        <Carousel
          autoplay={{ dotDuration: true }} autoplaySpeed={SLIDE_AUTOPLAY_MS} infinite={false} arrows className="hero-carousel"
          prevArrow={<SlideArrow aria-label={slides?.prevSlide} data-testid="slide-previous" />}
          nextArrow={<SlideArrow aria-label={slides?.nextSlide} data-testid="slide-next" />}
        >
          {SLIDES.map((slide) => (
            <div key={slide.key}>
              <div className={`slide ${slide.tone}`}>
                <div className="slide-text">
                  <span className="slide-icon">{slide.icon}</span>
                  <h2>{t(`main.slides.${slide.key}.title`)}</h2>
                  <p>{t(`main.slides.${slide.key}.text`)}</p>
                </div>
                <Machine />
              </div>
            </div>
          ))}
        </Carousel>
        <h1 className="slogan" data-testid="slogan">{t('main.slogan')}</h1>
      </section>
      {user && loginInfo ? (
        <div className="home-below">
          <section className="home-welcome">
            <Typography.Title level={2} className="home-welcome-title">{t('main.welcome', { name: user.userName })}</Typography.Title>
            <LoginInfo info={loginInfo} />
          </section>
          {aside}
        </div>
      ) : null}
    </div>
  );
}
