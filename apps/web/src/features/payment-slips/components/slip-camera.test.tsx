import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../../../test/render';
import SlipCamera from './slip-camera';

// zxing's WebAssembly does not run in jsdom: the reader finds nothing in any frame.
vi.mock('../model/camera-reader', () => ({
  prepareCameraReader: () => Promise.resolve(),
  readPdf417Text: () => Promise.resolve(undefined),
}));

function stubCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: getUserMedia ? { getUserMedia } : undefined,
  });
}

function renderCamera() {
  return renderInLocale(<SlipCamera onRead={vi.fn()} onClose={vi.fn()} />, { locale: 'en' });
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SlipCamera', () => {
  it('says plainly when the browser has no camera access at all', () => {
    stubCamera(undefined);
    renderCamera();
    expect(screen.getByText('No camera access in this browser')).toBeTruthy();
    expect(screen.getByText(/Upload a scan, a photo or a PDF of the slip instead\./)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('tells a device without a camera from a camera the person did not allow', async () => {
    stubCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const first = renderCamera();
    await screen.findByText('No camera found');
    first.unmount();
    stubCamera(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    renderCamera();
    await screen.findByText('The camera is not allowed');
  });

  it('switches the camera off when the person leaves', async () => {
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
    stubCamera(() => Promise.resolve(stream));
    const { unmount } = renderCamera();
    await screen.findByText(/Hold the slip’s barcode steady in front of the camera/);
    expect(stop).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });
});
