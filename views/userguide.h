// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QPointer>

class QLabel;
class QListWidget;
class QTextBrowser;

/*!
 * Help → User Guide (F1): docs/guide.md, built into the views library as the resource :/guide/guide.md, shown as
 * rich text with a contents list of its `##` headings. Modeless; one window at a time (show()).
 */
class UserGuide final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UserGuide)
public:
    explicit UserGuide(QWidget *parent = nullptr);
    ~UserGuide() override;

    using QDialog::show;
    /*! Shows the guide, raising the open window if there is one instead of opening another. */
    static void show(QWidget *parent);
    /*! The open guide window, or null. */
    static UserGuide *instance();
    /*! The guide's Markdown, from the resource; empty if it is missing from the build. */
    static QString markdown();
    /*! The GitHub anchor of a heading: "Joining by handle, and resuming" → "joining-by-handle-and-resuming". */
    static QString anchorFor(const QString &heading);

    QListWidget *contents() const { return m_contents; }
    QTextBrowser *browser() const { return m_browser; }
    /*! Scrolls the text to the heading of contents row \a row, at the top of the view. */
    void goToHeading(int row);

private:
    void load();
    void updateWidgets();

    static QPointer<UserGuide> s_instance;

    QListWidget *m_contents = nullptr;
    QTextBrowser *m_browser = nullptr;
    QLabel *m_hint = nullptr;
};
