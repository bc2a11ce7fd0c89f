// <terreal-offres-{bardages|parement|veture}> with the attributes of DESIGN.md §2.
import { useMemo } from 'react';
import { parseLeopard, parsePrescribers } from '../core/normalize';
import type { Family } from '../core/types';
import { FAMILY_CONFIGS } from '../families';
import { OffresScreen } from '../screens/OffresScreen';
import { adoptStyles } from '../styles/adoptStyles';
import {
  csrfToken, noUserText, parseBaseUrlAttribute, parseBooleanAttribute, parseIdAttribute, parseJsonAttribute, parseNumberAttribute,
} from './attributes';
import { useWidgetEnv } from './useWidgetEnv';

export const OFFRES_PROPS = [
  'userid', 'isBackoffice', 'baseUrl', 'csrfToken', 'prescripteurs', 'leopard', 'terca', 'directeurCommercial', 'appVersion',
] as const;

export interface OffresElementProps {
  userid?: string;
  isBackoffice?: string;
  baseUrl?: string;
  csrfToken?: string;
  prescripteurs?: string;
  leopard?: string;
  terca?: string;
  directeurCommercial?: string;
  appVersion?: string;
  container?: ShadowRoot;
}

const DEFAULT_APP_VERSION = 2;

export function offresElement(family: Family) {
  const config = FAMILY_CONFIGS[family];
  function OffresElement(props: OffresElementProps) {
    const host = props.container?.host ?? null;
    adoptStyles(props.container);
    const baseUrl = parseBaseUrlAttribute(host, props.baseUrl);
    const env = useWidgetEnv(host, baseUrl, csrfToken(props.csrfToken));
    const prescribers = useMemo(() => parseJsonAttribute(host, 'prescripteurs', props.prescripteurs, parsePrescribers, []), [host, props.prescripteurs]);
    const leopard = useMemo(() => parseJsonAttribute(host, 'leopard', props.leopard, parseLeopard, null), [host, props.leopard]);
    parseBooleanAttribute(host, 'directeur-commercial', props.directeurCommercial); // supplied; no behaviour specified (SPEC.md §1)
    return (
      <OffresScreen
        key={`${family}:${props.userid ?? ''}`}
        env={env}
        config={config}
        userId={parseIdAttribute(host, 'userid', props.userid)}
        noUserText={noUserText(props.userid)}
        isBackoffice={parseBooleanAttribute(host, 'is-backoffice', props.isBackoffice)}
        prescribers={prescribers}
        leopard={leopard}
        terca={parseBooleanAttribute(host, 'terca', props.terca)}
        appVersion={parseNumberAttribute(host, 'app-version', props.appVersion, DEFAULT_APP_VERSION)}
      />
    );
  }
  OffresElement.displayName = `Offres_${family}`;
  return OffresElement;
}
