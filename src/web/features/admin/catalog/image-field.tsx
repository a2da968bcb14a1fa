import { useEffect, useId, useState } from 'react';

interface ImageFieldProps {
  label: string;
  /** The stored image, shown until another file is chosen. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string | undefined;
}

/** An image chooser that takes images only and shows the chosen one before it is saved. */
export function ImageField({ label, currentUrl, file, onFileChange, error }: ImageFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          onFileChange(chosen?.type.startsWith('image/') ? chosen : null);
        }}
        className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-semibold file:text-emerald-900"
      />
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {shown && (
        <img
          src={shown}
          alt={`${label} preview`}
          width={120}
          height={160}
          className="h-40 w-30 rounded-md border border-stone-200 object-cover"
        />
      )}
    </div>
  );
}
