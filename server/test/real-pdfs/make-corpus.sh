#!/usr/bin/env bash
# Makes the real-world PDF corpus (corpus.json lists each file, its source and its reference text) from PDFs that
# Debian ships and the project did not make: manuals typeset over twenty years by pdfTeX, xdvipdfmx, LuaTeX,
# LibreOffice and FPDF, in the GSIS languages that Debian has documentation in. Each file is a run of pages cut
# from the original by qpdf (fonts, encodings and ToUnicode maps kept as they were); one is encrypted by qpdf as
# old manuals often are (RC4, no password to open). (Debian's Russian lshort was left out: its Type 3 fonts have
# no Unicode at all, and poppler and GSIS both read its CP1251 codes as Latin-1.) The reference text of each page is poppler's pdftotext.
# Run it again only to change the corpus (it needs apt-get download, dpkg-deb, qpdf and poppler-utils with
# poppler-data): the tests and the benchmark read the committed files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
packages=(texlive-lang-cyrillic texlive-lang-korean texlive-lang-chinese texlive-lang-other texlive-lang-european
  texlive-lang-spanish texlive-lang-french texlive-lang-portuguese debian-history cups-filters
  golang-github-jung-kurt-gofpdf-dev)
apt-get download "${packages[@]}" >/dev/null 2>&1
for deb in *.deb; do dpkg-deb -x "$deb" root; done
doc=root/usr/share/doc/texlive-doc

# name | language | source (in the package) | package | pages | producer's note
corpus=(
  "uk-lshort|uk|$doc/latex/lshort-ukr/lshort-ukr.pdf|texlive-lang-cyrillic|15-22|pdfTeX 2003, T2A fonts: Ukrainian і drawn with the Latin i glyph, hyphenated"
  "uk-babel|uk|$doc/generic/babel-ukrainian/ukraineb.pdf|texlive-lang-cyrillic|1-4|LuaTeX 2020"
  "ru-form|ru|root/usr/share/cups/data/form_russian.pdf|cups-filters|1-1|LibreOffice 4.0"
  "ru-history-encrypted|ru|root/usr/share/doc/debian-history/docs/project-history.ru.pdf|debian-history|3-6|dblatex, xdvipdfmx 2023, encrypted here by qpdf (RC4 128, no password to open)"
  "mn-lshort|mn|$doc/latex/lshort-mongol/lshort-mn.pdf|texlive-lang-cyrillic|15-20|pdfTeX 2009, hyphenated"
  "ko-lshort|ko|$doc/latex/lshort-korean/lshort-ko.pdf|texlive-lang-korean|13-18|xdvipdfmx 2021"
  "ko-history|ko|root/usr/share/doc/debian-history/docs/project-history.ko.pdf|debian-history|3-6|dblatex, xdvipdfmx 2023"
  "zh-CN-lshort|zh-CN|$doc/latex/lshort-chinese/lshort-zh-cn.pdf|texlive-lang-chinese|12-17|xdvipdfmx 2021"
  "th-thaispec|th|$doc/latex/thaispec/thaispec.pdf|texlive-lang-other|1-5|xdvipdfmx 2021"
  "tr-lshort|tr|$doc/latex/lshort-turkish/lshort-tr.pdf|texlive-lang-european|15-20|pdfeTeX 2006, hyphenated"
  "es-lshort|es-419|$doc/latex/lshort-spanish/lshort-a4.pdf|texlive-lang-spanish|15-20|pdfTeX 2014, hyphenated"
  "es-history|es-419|root/usr/share/doc/debian-history/docs/project-history.es.pdf|debian-history|3-6|dblatex, xdvipdfmx 2023"
  "fr-lshort|fr|$doc/latex/lshort-french/lshort-fr.pdf|texlive-lang-french|15-20|pdfTeX 2010, ligatures, hyphenated"
  "fr-history|fr|root/usr/share/doc/debian-history/docs/project-history.fr.pdf|debian-history|3-6|dblatex, xdvipdfmx 2023"
  "pt-lshort|pt-BR|$doc/latex/lshort-portuguese/pt-lshort.pdf|texlive-lang-portuguese|15-20|pdfTeX 2011, hyphenated"
  "pt-history|pt-BR|root/usr/share/doc/debian-history/docs/project-history.pt.pdf|debian-history|3-6|dblatex, xdvipdfmx 2023"
  "en-history|en|root/usr/share/doc/debian-history/docs/project-history.en.pdf|debian-history|3-6|dblatex, xdvipdfmx 2023"
  "en-fpdf|en|root/usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/reference/Fpdf_AddUTF8Font.pdf|golang-github-jung-kurt-gofpdf-dev|1-2|FPDF 1.7 (gofpdf)"
)

mkdir -p "$here/files"
rm -f "$here/files/"*.pdf "$here/files/"*.txt
entries=()
for line in "${corpus[@]}"; do
  IFS='|' read -r name language source package pages note <<<"$line"
  out="$here/files/$name.pdf"
  qpdf --empty --pages "$source" "$pages" -- "$work/cut.pdf"
  if [[ $name == *encrypted ]]; then
    qpdf --allow-weak-crypto --encrypt '' "gsis-owner" 128 --use-aes=n --print=none --modify=none -- "$work/cut.pdf" "$out"
  else
    cp "$work/cut.pdf" "$out"
  fi
  pdftotext -enc UTF-8 "$out" "$here/files/$name.txt" 2>/dev/null
  version="$(dpkg-deb -f "$(ls "$package"_*.deb)" Version)"
  entries+=("$(jq -n --arg name "$name" --arg language "$language" --arg package "$package" --arg version "$version" \
    --arg path "${source#root}" --arg pages "$pages" --arg note "$note" \
    '{name: $name, language: $language, source: {package: $package, version: $version, path: $path, pages: $pages}, note: $note}')")
done
printf '%s\n' "${entries[@]}" | jq -s --arg poppler "$(pdftotext -v 2>&1 | head -1)" '{reference: $poppler, files: .}' >"$here/corpus.json"
du -ch "$here/files/"*.pdf | tail -1
