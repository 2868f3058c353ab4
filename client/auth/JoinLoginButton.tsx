'use client';
/**
 * The Join/Login control. Server-rendered as a link to /signin/ (the whole flow works without
 * JavaScript); once hydrated, a click opens the Join/Login modal over the page instead. The
 * modal's code is imported only then, so anonymous article readers never download it
 * (decision 024's budget; decision 040).
 */
import { useState, type ComponentType, type MouseEvent } from 'react';

interface Props {
  href: string;
  label: string;
  returnTo: string;
}

type ModalProps = { returnTo: string; opener: HTMLElement | null; onClose: () => void };

export function JoinLoginButton({ href, label, returnTo }: Props) {
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpener(event.currentTarget);
    void import('./JoinLoginModal').then(
      (module) => setModal(() => module.JoinLoginModal),
      () => window.location.assign(href),
    );
  };

  return (
    <>
      <a className="join-login" href={href} onClick={open} data-reload="">
        {label}
      </a>
      {Modal ? <Modal returnTo={returnTo} opener={opener} onClose={() => setModal(null)} /> : null}
    </>
  );
}
