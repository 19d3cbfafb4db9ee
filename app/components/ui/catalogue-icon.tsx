import {
  BookOpen,
  Book,
  Brain,
  CalendarCheck,
  ClipboardCheck,
  Cpu,
  Ear,
  Headphones,
  Layers,
  Leaf,
  Library,
  Mail,
  MailPlus,
  MailQuestion,
  MailWarning,
  MessageCircle,
  Mic,
  PartyPopper,
  Presentation,
  Puzzle,
  Timer,
  TrendingUp,
  User,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '~/content/catalogue-types';

const ICONS: Record<IconName, LucideIcon> = {
  'book-open': BookOpen,
  puzzle: Puzzle,
  headphones: Headphones,
  ear: Ear,
  user: User,
  presentation: Presentation,
  users: Users,
  timer: Timer,
  'calendar-check': CalendarCheck,
  'clipboard-check': ClipboardCheck,
  'message-circle': MessageCircle,
  layers: Layers,
  book: Book,
  wrench: Wrench,
  library: Library,
  brain: Brain,
  mic: Mic,
  'trending-up': TrendingUp,
  'mail-warning': MailWarning,
  'mail-plus': MailPlus,
  'mail-heart': Mail,
  'mail-question': MailQuestion,
  party: PartyPopper,
  leaf: Leaf,
  cpu: Cpu,
};

/** The decorative icon of a catalogue entry. */
export function CatalogueIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
