import {
  BadgeCheck,
  Clock,
  FileCheck,
  Globe,
  Headset,
  type LucideIcon,
  MapPin,
  PackageCheck,
  PiggyBank,
  Plane,
  Radar,
  Receipt,
  ShieldCheck,
  Truck,
  UserRound,
  Workflow,
  Zap,
} from "lucide-react";
import type { IconName } from "../content/schema";

/** The pictures a content file may name (see ICON_NAMES in src/content/schema.ts). */
const ICONS: Record<IconName, LucideIcon> = {
  plane: Plane,
  globe: Globe,
  "map-pin": MapPin,
  workflow: Workflow,
  clock: Clock,
  "piggy-bank": PiggyBank,
  zap: Zap,
  radar: Radar,
  headset: Headset,
  "shield-check": ShieldCheck,
  "file-check": FileCheck,
  "package-check": PackageCheck,
  truck: Truck,
  "badge-check": BadgeCheck,
  receipt: Receipt,
  "user-round": UserRound,
};

/** A decorative icon named in content; hidden from screen readers. */
export function Icon({ name, className }: { name: string; className?: string }) {
  const Picture = ICONS[name as IconName] ?? BadgeCheck;
  return <Picture aria-hidden="true" focusable="false" className={className} strokeWidth={2} />;
}
